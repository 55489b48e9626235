#!/usr/bin/python3
"""Stops a process for MS milliseconds at random moments, as a busy or
swapped-out client is, until it ends or this is told to stop (SIGTERM),
and never leaves it stopped.

usage: stopper.py PID MS SEED
"""
import os
import random
import signal
import sys
import time

pid, stop_ms, seed = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(seed)
running = True


def finish(*_):
    global running
    running = False


signal.signal(signal.SIGTERM, finish)
try:
    while running:
        time.sleep(rng.uniform(0.05, 0.4))
        if not running:
            break
        os.kill(pid, signal.SIGSTOP)
        time.sleep(stop_ms / 1000)
        os.kill(pid, signal.SIGCONT)
except ProcessLookupError:
    pass
finally:
    try:
        os.kill(pid, signal.SIGCONT)
    except ProcessLookupError:
        pass
