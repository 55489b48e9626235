// The core's value types (points, drawings, candidates) are part of its
// own interface: whoever imports the core gets them too.
@_exported import SciMathBase
@_exported import SciMathHandwriting
@_exported import SciMathWords
