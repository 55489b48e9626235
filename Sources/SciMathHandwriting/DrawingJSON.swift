import FoundationEssentials
import SciMathBase

/// The JSON form of drawings and answers used by `scimath recognize`: a
/// drawing is `{"strokes": [[[x, y], …], …]}`, an answer a JSON array of
/// `{"char": …, "score": …}`, best first.
public enum DrawingJSON {
  public struct Problem: Error, Equatable {
    public var message: String
  }

  public static func drawing(from line: String) throws -> Drawing {
    let strokes: [[[Double]]]
    do {
      strokes = try JSONDecoder().decode(Line.self, from: Data(line.utf8)).strokes
    } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
      throw Problem(message: "not JSON")
    } catch DecodingError.keyNotFound {
      throw Problem(message: "no \"strokes\" array")
    } catch let DecodingError.typeMismatch(_, context) where context.codingPath.isEmpty {
      throw Problem(message: "expected an object {\"strokes\": [[[x, y], …], …]}")
    } catch let DecodingError.typeMismatch(_, context) {
      throw Problem(message: "\(place(context.codingPath)) is not \(expected(context.codingPath))")
    } catch let DecodingError.dataCorrupted(context) {
      throw Problem(message: "\(place(context.codingPath)) is out of range")
    } catch let DecodingError.valueNotFound(_, context) {
      throw Problem(message: "\(place(context.codingPath)) is not \(expected(context.codingPath))")
    } catch {
      throw Problem(message: "expected an object {\"strokes\": [[[x, y], …], …]}")
    }
    guard !strokes.isEmpty else { throw Problem(message: "no strokes") }
    var drawing: [[Point]] = []
    for (s, stroke) in strokes.enumerated() {
      guard !stroke.isEmpty else { throw Problem(message: "stroke \(s + 1) has no points") }
      var out: [Point] = []
      for (p, pair) in stroke.enumerated() {
        guard pair.count == 2, pair.allSatisfy(\.isFinite) else {
          throw Problem(message: "point \(p + 1) of stroke \(s + 1) is not [x, y]")
        }
        out.append(Point(x: pair[0], y: pair[1]))
      }
      drawing.append(out)
    }
    return Drawing(strokes: drawing)
  }

  private struct Line: Decodable { var strokes: [[[Double]]] }

  /// "point 2 of stroke 1", from a decoding path (strokes, stroke, point, coordinate).
  static func place(_ path: [CodingKey]) -> String {
    let indices = path.dropFirst().compactMap(\.intValue)
    switch indices.count {
    case 0: return "\"strokes\""
    case 1: return "stroke \(indices[0] + 1)"
    case 2: return "point \(indices[1] + 1) of stroke \(indices[0] + 1)"
    default:
      return "coordinate \(indices[2] + 1) of point \(indices[1] + 1) of stroke \(indices[0] + 1)"
    }
  }

  static func expected(_ path: [CodingKey]) -> String {
    switch path.dropFirst().count {
    case 0: return "an array of strokes"
    case 1: return "an array of points"
    case 2: return "[x, y]"
    default: return "a number"
    }
  }

  public static func answer(_ candidates: [DrawCandidate]) -> String {
    "["
      + candidates.map { c in
        "{\"char\": \(string(c.character)), \"score\": \(cFormat("%.3f", c.score))}"
      }.joined(separator: ", ") + "]"
  }

  public static func error(_ message: String) -> String { "{\"error\": \(string(message))}" }

  /// A JSON string literal.
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20: out += cFormat("\\u%04x", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
