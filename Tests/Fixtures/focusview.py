#!/usr/bin/python3
"""A GTK 3 or GTK 4 window with a text entry and a button, for the
auto-show tests.

usage: focusview.py 3|4 READY

The button has the focus at first; SIGUSR1 moves it to the entry, SIGUSR2
back to the button. READY is created once the window is shown.
"""
import signal
import sys

import gi

version, ready = sys.argv[1], sys.argv[2]
gi.require_version("Gtk", version + ".0")
from gi.repository import GLib, Gtk  # noqa: E402


def build(window):
    box = Gtk.Box(spacing=8)
    entry = Gtk.Entry()
    button = Gtk.Button(label="OK")
    if version == "3":
        box.add(entry)
        box.add(button)
        window.add(box)
        window.show_all()
    else:
        box.append(entry)
        box.append(button)
        window.set_child(box)
        window.present()
    button.grab_focus()
    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGUSR1, lambda: entry.grab_focus() or True)
    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGUSR2, lambda: button.grab_focus() or True)
    GLib.timeout_add(500, lambda: open(ready, "w").close() or False)


if version == "3":
    w = Gtk.Window(title="focusview")
    w.connect("destroy", Gtk.main_quit)
    build(w)
    Gtk.main()
else:
    app = Gtk.Application()
    app.connect("activate", lambda a: build(Gtk.ApplicationWindow(application=a, title="focusview")))
    app.run(None)
