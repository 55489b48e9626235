#!/usr/bin/env python3
"""The Wayland keyboard beside the X11 one, in one run: start → first frame
shown and memory (the Wayland keyboard on headless sway; the X11 keyboard
on Xvfb with openbox), and tap → text in a GTK 3 view (both keyboards on
the same headless sway, clicked with the same virtual pointer: the Wayland
keyboard into a view on GTK's Wayland backend, the X11 one on its
XWayland into a view on GTK's X11 backend), and the Wayland keyboard's
idle wake-ups. Prints a Markdown section for BENCHMARKS.md.

  bench/wayland.py
"""
import json, os, pwd, shutil, statistics, subprocess, sys, tempfile, time

from session import ROOT, SCIMATH, spawn, start_session, wait_for, end_all

POINTER = os.path.join(ROOT, ".build/release/scimath-wayland-pointer")
STARTS = 15
TAPS = 120
SIZE = (1280, 800)

# A GTK 3 view that prints the monotonic time of every change of its text.
VIEW = r"""
import sys, time, gi
gi.require_version("Gtk", "3.0")
from gi.repository import Gtk, GLib
w = Gtk.Window(title="bench-view"); v = Gtk.TextView(); w.add(v); w.show_all(); v.grab_focus()
v.get_buffer().connect("changed", lambda b: print(f"{time.monotonic():.6f}", flush=True))
def ready():
    if w.is_active():
        print("ready", flush=True); return False
    return True
GLib.timeout_add(20, ready)
Gtk.main()
"""


def start_sway(tmp):
    """Headless sway with its XWayland, run as nobody when we are root (sway
    refuses root); returns the environment of its clients."""
    runtime = os.path.join(tmp, "runtime")
    os.makedirs(runtime)
    config = os.path.join(tmp, "sway.conf")
    open(config, "w").write(f"xwayland enable\noutput HEADLESS-1 resolution {SIZE[0]}x{SIZE[1]}\n")
    os.chmod(tmp, 0o755)
    os.chmod(config, 0o644)
    command = ["sway", "-c", config]
    if os.getuid() == 0:
        nobody = pwd.getpwnam("nobody")
        os.chown(runtime, nobody.pw_uid, nobody.pw_gid)
        command = ["setpriv", f"--reuid={nobody.pw_uid}", f"--regid={nobody.pw_gid}", "--clear-groups"] + command
        if not os.path.exists("/tmp/.X11-unix"):
            os.mkdir("/tmp/.X11-unix", 0o1777)
    os.chmod(runtime, 0o700)
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SWAYSOCK")}
    env.update(HOME=tmp, XDG_RUNTIME_DIR=runtime, WLR_BACKENDS="headless", WLR_LIBINPUT_NO_DEVICES="1",
               WLR_RENDERER="pixman", WLR_HEADLESS_OUTPUTS="1")
    spawn(command, env=env, stderr=open(os.path.join(tmp, "sway.log"), "w"))
    wait_for(lambda: any(n.startswith("wayland-") and not n.endswith(".lock") for n in os.listdir(runtime)),
             what="sway's socket", timeout=30)
    name = next(n for n in os.listdir(runtime) if n.startswith("wayland-") and not n.endswith(".lock"))
    sock = lambda: next(n for n in os.listdir(runtime) if n.startswith("sway-ipc."))
    wait_for(lambda: any(n.startswith("sway-ipc.") for n in os.listdir(runtime)), what="sway's IPC")
    client = dict(os.environ, WAYLAND_DISPLAY=os.path.join(runtime, name), XDG_RUNTIME_DIR=runtime,
                  SWAYSOCK=os.path.join(runtime, sock()), GDK_BACKEND="wayland", LC_ALL="C.UTF-8")
    client.pop("DISPLAY", None)
    # Xwayland's display, from a command sway runs as its own user.
    shown = os.path.join(runtime, "display")
    grant = "xhost +si:localuser:root >/dev/null; " if os.getuid() == 0 else ""
    subprocess.run(["swaymsg", "exec", f"/bin/sh -c '{grant}printf %s \"$DISPLAY\" > {shown}'"], env=client,
                   capture_output=True)
    wait_for(lambda: os.path.exists(shown) and open(shown).read(), what="sway's XWayland", timeout=30)
    client["X_DISPLAY"] = open(shown).read()
    return client


def profile_first_frame(command, env):
    """Starts `command` with SCIMATH_PROFILE=1; returns (ms from main to the
    first frame shown, pid), the process left running."""
    p = subprocess.Popen(command, env=dict(env, SCIMATH_PROFILE="1"), stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, text=True)
    for line in p.stderr:
        if "first frame shown" in line:
            threading_drain(p)
            return float(line.split()[0]), p
    return None, p


def threading_drain(p):
    import threading
    threading.Thread(target=lambda: [None for _ in p.stderr], daemon=True).start()


def pss_mb(pid):
    for line in open(f"/proc/{pid}/smaps_rollup"):
        if line.startswith("Pss:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def wakeups(pid):
    total = 0
    for tid in os.listdir(f"/proc/{pid}/task"):
        for line in open(f"/proc/{pid}/task/{tid}/status"):
            if "ctxt_switches" in line:
                total += int(line.split()[1])
    return total


def end(p):
    p.terminate()
    try:
        p.wait(timeout=10)
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()


def starts(command, env):
    times, pss = [], []
    for _ in range(STARTS):
        ms, p = profile_first_frame(command, env)
        if ms is not None:
            times.append(ms)
            time.sleep(1.5)
            pss.append(pss_mb(p.pid))
        end(p)
        time.sleep(0.3)
    return times, pss


def quartiles(v):
    q = statistics.quantiles(v, n=4) if len(v) > 1 else (v[0], v[0], v[0])
    return f"{statistics.median(v):.1f} ms (quartiles {q[0]:.0f}–{q[2]:.0f})"


class Pointer:
    def __init__(self, env):
        self.p = subprocess.Popen([POINTER, str(SIZE[0]), str(SIZE[1])], env=env, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True)
        assert self.p.stdout.readline().strip() == "ready"

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        self.p.stdout.readline()


def key_g(height):
    """The key g's centre on the output, for a docked pad 1194 px wide."""
    layout = json.loads(subprocess.run([SCIMATH, "layout", "--json", "--form", "pad", "--width", "1194"],
                                       capture_output=True, text=True).stdout)
    g = next(k for k in layout["keys"] if k["id"] == "g")["frame"]
    top = SIZE[1] - height + (height - layout["height"])
    return int((SIZE[0] - 1194) / 2 + g["x"] + g["width"] / 2), int(top + g["y"] + g["height"] / 2)


def latencies(keyboard_cmd, view_env, kb_env, pointer):
    # -I: not the bench folder first on the path (its typing.py).
    view = subprocess.Popen(["/usr/bin/python3", "-I", "-c", VIEW],
                            env=view_env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert view.stdout.readline().strip() == "ready"
    kb = subprocess.Popen(keyboard_cmd, env=kb_env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(3)
    x, y = key_g(484)
    pointer.send(f"move {x} {y}")
    out = []
    for _ in range(TAPS):
        pointer.send("press")
        time.sleep(0.05)
        t0 = time.monotonic()
        pointer.send("release")
        line = view.stdout.readline()
        out.append((float(line) - t0) * 1000)
        time.sleep(0.15)
    w0 = wakeups(kb.pid)
    time.sleep(10)
    idle = wakeups(kb.pid) - w0
    end(kb)
    end(view)
    return out, idle


def main():
    tmp = tempfile.mkdtemp(prefix="scimath-wayland-bench-")
    wl = start_sway(tmp)
    settings = os.path.join(tmp, "config")
    os.makedirs(os.path.join(settings, "scimath"))
    open(os.path.join(settings, "scimath", "settings.conf"), "w").write(
        "autocorrect = off\nsuggestions = off\nauto-capitalize = off\nslide-to-type = off\n")
    kb_wl = dict(wl, XDG_CONFIG_HOME=settings, XDG_RUNTIME_DIR=os.path.join(tmp, "kb"), GDK_BACKEND="")
    os.makedirs(kb_wl["XDG_RUNTIME_DIR"])
    pointer = Pointer(wl)
    x11_env, _ = start_session("scimath-wayland-bench-x-", size=f"{SIZE[0]}x{SIZE[1]}")
    x11_env = dict(x11_env, XDG_CONFIG_HOME=settings)

    print("## Wayland\n")
    print(f"The Wayland keyboard (`scimath run --backend wayland`, docked: pad, {1194}×484 px) beside the X11 one in"
          " the same run. Start: headless sway (pixman) against Xvfb with openbox, both docked at"
          f" {SIZE[0]}×{SIZE[1]}; from `main` to the first frame shown, as each keyboard's own start profile"
          f" (`SCIMATH_PROFILE=1`) says it; PSS 1.5 s after it; {STARTS} starts each, in turn.\n")
    print("| measure | Wayland (sway) | X11 (Xvfb) |")
    print("|---|---|---|")
    samples = {"wl": ([], []), "x": ([], [])}
    for _ in range(STARTS):
        for name, cmd, env in (("wl", [SCIMATH, "run", "--backend", "wayland"], kb_wl),
                               ("x", [SCIMATH, "run", "--backend", "x11"], x11_env)):
            ms, p = profile_first_frame(cmd, env)
            if ms is not None:
                samples[name][0].append(ms)
                time.sleep(1.5)
                samples[name][1].append(pss_mb(p.pid))
            end(p)
            time.sleep(0.3)
    print(f"| start → first frame shown | {quartiles(samples['wl'][0])} | {quartiles(samples['x'][0])} |")
    print(f"| PSS after start | {statistics.median(samples['wl'][1]):.1f} MB"
          f" | {statistics.median(samples['x'][1]):.1f} MB |")

    xview = dict(wl, GDK_BACKEND="x11", DISPLAY=wl["X_DISPLAY"])
    xview.pop("WAYLAND_DISPLAY")
    kb_x = dict(kb_wl, DISPLAY=wl["X_DISPLAY"])
    kb_x.pop("WAYLAND_DISPLAY")
    wl_lat, wl_idle = latencies([SCIMATH, "run", "--backend", "wayland"], dict(wl, GTK_IM_MODULE="wayland"),
                                kb_wl, pointer)
    x_lat, x_idle = latencies([SCIMATH, "run", "--backend", "x11"], xview, kb_x, pointer)

    def p(v, q):
        s = sorted(v)
        return s[min(len(s) - 1, int(len(s) * q))]
    print(f"| tap → text in a GTK 3 view (release to the view's change), {TAPS} taps on g, same sway |"
          f" {p(wl_lat, 0.5):.1f} ms median, {p(wl_lat, 0.99):.1f} ms p99"
          f" | {p(x_lat, 0.5):.1f} ms median, {p(x_lat, 0.99):.1f} ms p99 (on XWayland) |")
    print(f"| wake-ups in 10 idle seconds | {wl_idle} | {x_idle} (on XWayland) |")
    print()


if __name__ == "__main__":
    try:
        main()
    finally:
        end_all()
