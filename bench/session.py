"""What every benchmark needs: an X session of its own (Xvfb, a session bus,
openbox) and processes that end with the benchmark, killed by pid."""
import os, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# SCIMATH_BIN: another build to measure (the one before a change).
SCIMATH = os.environ.get("SCIMATH_BIN") or os.path.join(ROOT, ".build/release/scimath")
BENCH = os.path.join(ROOT, ".build/release/scimath-bench")
started = []


def _children(pid):
    kids = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = open(f"/proc/{entry}/stat").read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(stat[1]) == pid:
                kids.append(int(entry))
    return kids


class _Pid:
    """A process the benchmark did not spawn itself (the bus daemon) but must
    end, with the services it started (the accessibility bus)."""

    def __init__(self, pid):
        self.pid = pid

    def poll(self):
        try:
            os.kill(self.pid, 0)
            return None
        except ProcessLookupError:
            return 0

    def kill(self):
        for pid in _children(self.pid) + [self.pid]:
            try:
                os.kill(pid, 9)
            except ProcessLookupError:
                pass

    def wait(self):
        pass


class _Group:
    """A process started in a session of its own, ended with all it forked
    (soffice is a script that starts oosplash, which starts soffice.bin)."""

    def __init__(self, popen):
        self.popen = popen
        self.pid = popen.pid

    def poll(self):
        return self.popen.poll()

    def kill(self):
        try:
            os.killpg(self.pid, 9)
        except ProcessLookupError:
            pass

    def wait(self):
        self.popen.wait()


def spawn(args, group=False, **kw):
    kw.setdefault("stdout", subprocess.DEVNULL)
    kw.setdefault("stderr", subprocess.DEVNULL)
    p = subprocess.Popen(args, start_new_session=group, **kw)
    if group:
        p = _Group(p)
    started.append(p)
    return p


def wait_for(cond, timeout=15, what="a condition"):
    end = time.time() + timeout
    while time.time() < end:
        if cond():
            return True
        time.sleep(0.02)
    raise SystemExit(f"bench: timed out waiting for {what}")


def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def settle(pid, quiet=0.02, timeout=120):
    """Waits until the process uses under `quiet` CPU seconds per second."""
    end = time.time() + timeout
    last = cpu_seconds(pid)
    while time.time() < end:
        time.sleep(1)
        now = cpu_seconds(pid)
        if now - last < quiet:
            return
        last = now


def start_session(prefix, size="1366x768", bus=False, tries=3):
    """Starts Xvfb and openbox (and a session bus if asked); returns the
    environment for clients, with HOME and XDG dirs in a fresh temporary
    folder, and openbox's process. A session that does not come up (once,
    right after another benchmark's server ended on the same display) is
    ended and started again."""
    for attempt in range(tries):
        try:
            return _start_session(prefix, size, bus)
        except SystemExit as e:
            if attempt == tries - 1:
                raise
            print(f"{e}; starting again", file=sys.stderr)
            time.sleep(2)


def _start_session(prefix, size, bus):
    tmp = tempfile.mkdtemp(prefix=prefix)
    r, w = os.pipe()
    log = open(os.path.join(tmp, "session.log"), "w")
    spawn(["Xvfb", "-displayfd", str(w), "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
          pass_fds=(w,), stderr=log)
    os.close(w)
    got = b""
    while not got.endswith(b"\n"):  # Xvfb writes the number and the newline apart
        chunk = os.read(r, 16)
        if not chunk:
            raise SystemExit("bench: Xvfb did not start")
        got += chunk
    os.close(r)
    display = ":" + got.decode().strip()
    env = dict(os.environ, DISPLAY=display, LC_ALL="C.UTF-8", XDG_RUNTIME_DIR=tmp, HOME=tmp,
               XDG_CONFIG_HOME=os.path.join(tmp, ".config"), XDG_DATA_HOME=os.path.join(tmp, ".local/share"),
               XDG_CACHE_HOME=os.path.join(tmp, ".cache"))
    if bus:
        out = subprocess.run(["dbus-launch", "--sh-syntax"], env=env, capture_output=True, text=True).stdout
        for line in out.splitlines():
            if line.startswith("DBUS_SESSION_BUS_ADDRESS="):
                env["DBUS_SESSION_BUS_ADDRESS"] = line.split("=", 1)[1].strip("';")
            if line.startswith("DBUS_SESSION_BUS_PID="):
                started.append(_Pid(int(line.split("=")[1].strip(";"))))
    wm = spawn(["openbox"], env=env, stderr=log)
    try:
        wait_for(lambda: b"window id" in subprocess.run(
            ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=env, capture_output=True).stdout,
            what="openbox", timeout=30)
    except SystemExit:
        end_all()
        log.close()
        raise SystemExit(f"bench: openbox did not start on {display}: "
                         + open(os.path.join(tmp, "session.log")).read()[-400:])
    return env, wm


def end_all():
    for p in reversed(started):
        if isinstance(p, subprocess.Popen) and p.poll() is None:
            p.terminate()  # Xvfb removes its lock file only when terminated
            try:
                p.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass
        if p.poll() is None or isinstance(p, _Group):
            p.kill()
            p.wait()
    started.clear()
