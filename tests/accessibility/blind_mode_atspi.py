#!/usr/bin/env python3
# End-to-end check of blind mode through the real accessibility bus (issue 24), as Orca would use it:
# under Xvfb and a D-Bus session of its own, with the AT-SPI bus running, eko (Blind mode on) opens a
# game made by eko-cli where Blue is a computer player (level 1). Through libatspi (gi.repository.Atspi)
# alone this script finds eko's application by its process, the action field by its accessible name,
# and then, with key presses only (xdotool: typed into whatever has the keyboard focus):
#   - types Red's first legal action (eko-cli legal) and Enter, a few times: the live region (a label)
#     must announce the action's sentence as `eko-cli show --record --lang` says it, and so must the
#     description of the action field (what Orca reads on the focused object); the focus must be back
#     on the action field after every action (blind mode);
#   - the computer's replies (read back by saving with Ctrl+S) must be announced with their sentences;
#   - an action that is no notation is refused with a reason;
#   - replay (Ctrl+R, Left, Escape) announces the sentence of the action shown;
#   - then a whole game to its end (a bundled puzzle, eko-cli solve's winning action): the action with
#     the result announced, the end-of-game dialog on the bus with the focus on a named button and its
#     scores named, Escape closing it, and the game replayed from its setup (Home, Right).
# Every wait is bounded; every call into eko has an AT-SPI timeout; the whole run is killed after
# RUN_TIMEOUT seconds. Usage: blind_mode_atspi.py EKO EKO_CLI LANG. Exit status 77 (CTest: skipped)
# only when a tool is not installed, with the reason printed (1 instead with EKO_REQUIRE_ATSPI=1, as
# .ci/test sets it); anything else that goes wrong fails.
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

SKIP = 77
RUN_TIMEOUT = 90
OWN_ACTIONS = 4
FIELD_NAMES = {"en": "Action in notation", "ko": "표기법으로 입력하는 행동"}
PYTHON = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else sys.executable
LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
ATSPI_IMPORT = "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi, GLib"


def log(text):
    print(text, flush=True)


def skip(reason):
    if os.environ.get("EKO_REQUIRE_ATSPI") == "1":  # CI, where .ci/install-deps put everything in place
        log("FAIL (EKO_REQUIRE_ATSPI=1): " + reason)
        sys.exit(1)
    log("SKIPPED: " + reason)
    sys.exit(SKIP)


class Failure(Exception):
    pass


def outer(eko, cli, lang):
    """Starts Xvfb and a private D-Bus session, then runs this script inside them."""
    for tool in ("Xvfb", "dbus-run-session", "dbus-send", "xdotool"):
        if not shutil.which(tool):
            skip(tool + " is not installed (.ci/install-deps)")
    if not os.path.exists(LAUNCHER):
        skip("at-spi2-core is not installed (.ci/install-deps)")
    if subprocess.run([PYTHON, "-c", ATSPI_IMPORT], capture_output=True).returncode != 0:
        skip("gir1.2-atspi-2.0 / python3-gi is not installed for %s (.ci/install-deps)" % PYTHON)
    started = time.monotonic()
    # Xvfb chooses a free display itself and writes its number on the pipe.
    read_end, write_end = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1024x700x24",
                             "-nolisten", "tcp"], pass_fds=(write_end,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    inner = None
    try:
        display = b""
        deadline = time.monotonic() + 15
        os.set_blocking(read_end, False)
        while not display.endswith(b"\n") and time.monotonic() < deadline and xvfb.poll() is None:
            try:
                display += os.read(read_end, 16)
            except BlockingIOError:
                time.sleep(0.05)
        if not display.strip():
            log("FAIL: Xvfb did not start")
            return 1
        env = dict(os.environ, DISPLAY=":" + display.decode().strip())
        for name in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "QT_QPA_PLATFORM", "WAYLAND_DISPLAY"):
            env.pop(name, None)
        inner = subprocess.Popen(["dbus-run-session", "--", PYTHON, os.path.abspath(__file__),
                                  "--inner", eko, cli, lang], env=env, start_new_session=True)
        try:
            rc = inner.wait(RUN_TIMEOUT)
        except subprocess.TimeoutExpired:
            log("FAIL: the check took more than %d s: killed" % RUN_TIMEOUT)
            rc = 1
        log("time: %.1f s" % (time.monotonic() - started))
        return rc
    finally:
        if inner:  # dbus-run-session, the bus, eko and anything they started
            try:
                os.killpg(inner.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            inner.wait()
        os.close(read_end)
        xvfb.terminate()
        try:
            xvfb.wait(5)
        except subprocess.TimeoutExpired:
            xvfb.kill()


def record_sentences(cli, game, lang):
    """The action sentences of a game, in order (eko-cli show --record)."""
    out = subprocess.run([cli, "show", game, "--record", "--lang", lang], capture_output=True, text=True,
                         check=True, timeout=20).stdout
    return [l.strip() for l in out.splitlines() if l.startswith("  ") and l.strip()]


def core(sentence):
    return sentence.rstrip(".。")


def inner(eko, cli, lang):
    exec(ATSPI_IMPORT, globals())
    home = tempfile.mkdtemp(prefix="eko-atspi-")
    try:
        # The a11y bus (at-spi-bus-launcher, started by D-Bus activation) is up when org.a11y.Bus
        # answers GetAddress on the session bus.
        deadline = time.monotonic() + 15
        while True:
            r = subprocess.run(["dbus-send", "--session", "--print-reply", "--reply-timeout=2000",
                                "--dest=org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus.GetAddress"],
                               capture_output=True, text=True, timeout=10)
            if r.returncode == 0 and "unix:" in r.stdout:
                break
            if time.monotonic() > deadline:
                raise Failure("the AT-SPI bus did not start: " + r.stderr.strip())
            time.sleep(0.1)
        if Atspi.init() not in (0, 1):
            raise Failure("Atspi.init failed")
        Atspi.set_timeout(3000, 10000)  # no call into eko waits longer than 3 s (10 s while it starts)
        return run(eko, cli, lang, home)
    except Failure as f:
        log("FAIL: %s" % f)
        return 1
    finally:
        shutil.rmtree(home, ignore_errors=True)


def run(eko, cli, lang, home):
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=home + "/.config", XDG_DATA_HOME=home + "/.local/share",
               XDG_STATE_HOME=home + "/.local/state", XDG_CACHE_HOME=home + "/.cache",
               QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1", LC_ALL="C.UTF-8")
    os.makedirs(home + "/.config/Eko")
    with open(home + "/.config/Eko/eko.conf", "w") as f:
        f.write("[interface]\nwelcomeShown=true\nblindMode=true\n")
    game = os.path.join(home, "game.eko")
    subprocess.run([cli, "new", "--players", "2", "--seed", "7", "-o", game], check=True,
                   stdout=subprocess.DEVNULL, timeout=20)
    with open(game) as f:
        data = json.load(f)
    data["version"] = max(2, data["version"])
    data["players"][1]["computer"] = 1  # Blue: the computer, level 1
    # Red moves first: the script plays Red.
    with open(game, "w") as f:
        json.dump(data, f)

    heard = []  # (kind, object path, text): "name" (of the live region), "desc" (of the action field)

    def on_event(event):
        try:
            kind = "name" if event.type.endswith("accessible-name") else "desc"
            # The new text travels with the event (Qt's bridge sends it): read it there, not from
            # the object, whose name may have changed again meanwhile.
            value = event.any_data
            text = value.get_value() if hasattr(value, "get_value") else value
            if not isinstance(text, str):
                text = event.source.get_name() if kind == "name" else event.source.get_description()
            heard.append((kind, event.source.path, text or ""))
        except Exception as e:  # an object gone meanwhile
            heard.append(("error", None, str(e)))

    listener = Atspi.EventListener.new(on_event)
    listener.register("object:property-change:accessible-name")
    listener.register("object:property-change:accessible-description")

    ctx = GLib.MainContext.default()

    def pump(seconds):
        end = time.monotonic() + seconds
        while True:
            while ctx.pending():
                ctx.iteration(False)
            if time.monotonic() >= end:
                return
            time.sleep(0.02)

    def wait_for(what, seconds, test):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            pump(0.05)
            if test():
                return True
        return False

    targets = {}  # kind → the path of the object whose events count: the live region, the action field

    def said(text, kind="name"):
        return any(k == kind and core(text) in t and p == targets[kind] for k, p, t in heard)

    def keys(*args):
        subprocess.run(["xdotool"] + list(args), check=True, timeout=10)

    log("eko %s, language %s" % (eko, lang))
    app = None
    application = None
    field = None
    windows = []

    def open_eko(game_file):
        """Starts eko on `game_file`, finds it, its action field and live region on the bus, and gives
        the action field the keyboard focus."""
        nonlocal app, application, field
        app = subprocess.Popen([eko, "--lang", lang, game_file], env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
        application = None

        def find_application():
            nonlocal application
            desktop = Atspi.get_desktop(0)
            for i in range(desktop.get_child_count()):
                a = desktop.get_child_at_index(i)
                try:
                    if a is not None and a.get_process_id() == app.pid and a.get_child_count() > 0:
                        application = a
                        return True
                except GLib.Error:
                    pass
            return False

        if not wait_for("eko", 30, find_application):
            raise Failure("eko did not show up on the accessibility bus")

        def find_field():
            nonlocal field
            field = find(lambda a: a is not None and a.get_name() == FIELD_NAMES[lang]
                         and a.get_role() in (Atspi.Role.TEXT, Atspi.Role.ENTRY))
            return field is not None

        if not wait_for("the action field", 20, find_field):
            raise Failure("no object named %r on the accessibility bus" % FIELD_NAMES[lang])
        log("found the action field: %r (%s)" % (field.get_name(), field.get_role_name()))
        # The live region: the 1×1 label whose name is each announcement (window/announcer.h).
        region = find(lambda a: a is not None and a.get_role() == Atspi.Role.LABEL
                      and (lambda e: (e.width, e.height) == (1, 1))(a.get_extents(Atspi.CoordType.SCREEN)))
        if region is None:
            raise Failure("no live region (a 1×1 label) on the accessibility bus")
        targets.update(name=region.path, desc=field.path)
        log("found the live region: %r" % region.get_name())

        # No window manager under Xvfb: the window gets the X input focus as a window manager gives it.
        def find_window():
            r = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(app.pid)],
                               capture_output=True, text=True, timeout=10)
            windows[:] = r.stdout.split()
            return bool(windows)

        if not wait_for("eko's window", 10, find_window):
            raise Failure("eko's window is not on the X display")
        keys("windowfocus", "--sync", windows[-1])
        field.grab_focus()  # Atspi.Component
        if not wait_for("focus", 5, focused):
            raise Failure("the action field does not take the focus: %s" % [s.value_nick for s in field.get_state_set().get_states()])

    def close_eko():
        if app is not None and app.poll() is None:
            app.terminate()
            try:
                app.wait(5)
            except subprocess.TimeoutExpired:
                app.kill()

    def find(test, limit=3000):
        queue, seen = [application], 0
        while queue and seen < limit:
            a = queue.pop(0)
            seen += 1
            try:
                if test(a):
                    return a
                if a.get_role() == Atspi.Role.LIST and a.get_child_count() > 40:
                    continue  # the board's spaces and the move list: nothing to find there
                queue.extend(a.get_child_at_index(i) for i in range(min(a.get_child_count(), 200)))
            except GLib.Error:
                pass
        return None

    def focused():
        try:
            field.clear_cache()
            return field.get_state_set().contains(Atspi.StateType.FOCUSED)
        except GLib.Error:
            return False

    def play_to_the_end():
        """A whole game to its end and its replay, by the keyboard and the bus alone: a bundled puzzle
        (Red takes Blue's last stack) against the computer; the winning action announced with the
        result, the end-of-game dialog on the bus with the focus on a named button and its scores
        named, Escape closing it, and the game replayed from its setup. Returns the failures."""
        puzzle = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "resources", "puzzles",
                              "01-last-stack.ekoscn")
        end_game = os.path.join(home, "to-the-end.eko")
        subprocess.run([cli, "new", "--scenario", puzzle, "-o", end_game], check=True, stdout=subprocess.DEVNULL,
                       timeout=20)
        with open(end_game) as f:
            data = json.load(f)
        data["version"] = max(2, data["version"])
        data["players"][1]["computer"] = 1
        del data["scenario"]["goal"]  # a plain game to its end-of-game dialog (with its goal it is a puzzle)
        with open(end_game, "w") as f:
            json.dump(data, f)
        solution = subprocess.run([cli, "solve", puzzle], capture_output=True, text=True, check=True,
                                  timeout=20).stdout
        action = next(l.split()[1] for l in solution.splitlines() if l.strip().startswith("red "))
        probe = end_game + ".probe"
        subprocess.run([cli, "play", end_game, action, "-o", probe], check=True, stdout=subprocess.DEVNULL, timeout=20)
        expected = record_sentences(cli, probe, lang)[-1]
        open_eko(end_game)
        failures = 0
        heard.clear()
        keys("type", "--delay", "15", action)
        keys("key", "Return")
        ok = wait_for("the announcement", 10, lambda: said(expected))
        log("%s the last action %s: announced with the result %r" % ("ok  " if ok else "FAIL", action,
                                                                     expected if ok else heard[-4:]))
        failures += not ok

        def showing(a):
            try:
                a.clear_cache()
                return a.get_state_set().contains(Atspi.StateType.SHOWING)
            except GLib.Error:
                return False

        dialog = []

        def find_dialog():
            d = find(lambda a: a is not None and a.get_role() == Atspi.Role.DIALOG and showing(a))
            dialog[:] = [d] if d is not None else []
            return d is not None

        if not wait_for("the end of the game", 10, find_dialog):
            log("FAIL the end-of-game dialog is not on the bus")
            return failures + 1
        button = []

        def find_focused_button():
            root = dialog[0]
            queue = [root]
            while queue:
                a = queue.pop(0)
                try:
                    a.clear_cache()
                    if a.get_role() == Atspi.Role.PUSH_BUTTON and a.get_state_set().contains(Atspi.StateType.FOCUSED):
                        button[:] = [a]
                        return True
                    queue.extend(a.get_child_at_index(i) for i in range(min(a.get_child_count(), 100)))
                except GLib.Error:
                    pass
            return False

        ok = wait_for("the dialog's focus", 5, find_focused_button) and bool(button[0].get_name())
        log("%s the end-of-game dialog %r, the focus on the button %r" % (
            "ok  " if ok else "FAIL", dialog[0].get_name(), button[0].get_name() if button else None))
        failures += not ok
        table = None
        queue = [dialog[0]]
        while queue and table is None:
            a = queue.pop(0)
            try:
                if a.get_role() == Atspi.Role.TABLE:
                    table = a
                else:
                    queue.extend(a.get_child_at_index(i) for i in range(min(a.get_child_count(), 100)))
            except GLib.Error:
                pass
        ok = table is not None and bool(table.get_name())
        log("%s the scores are named: %r" % ("ok  " if ok else "FAIL", table.get_name() if table else None))
        failures += not ok
        keys("key", "Escape")
        ok = wait_for("the dialog to close", 5, lambda: not showing(dialog[0]))
        log("%s Escape closes the dialog" % ("ok  " if ok else "FAIL"))
        failures += not ok
        # The game replayed from its setup: Home, then the action again with Right. (No window manager
        # gives the main window the X input focus back when the dialog closes: as open_eko does.)
        keys("windowfocus", "--sync", windows[-1])
        heard.clear()
        keys("key", "ctrl+r")
        wait_for("replay", 5, lambda: any(k == "name" for k, _, t in heard))
        heard.clear()
        keys("key", "Home")
        ok = wait_for("the setup", 5, lambda: any(k == "name" and p == targets["name"] and t for k, p, t in heard))
        log("%s replay, Home: announced %r" % ("ok  " if ok else "FAIL", [t for k, _, t in heard if k == "name"][-1:]))
        failures += not ok
        heard.clear()
        keys("key", "Right")
        ok = wait_for("replay", 5, lambda: said(expected))
        log("%s replay, Right: announced %r" % ("ok  " if ok else "FAIL", expected if ok else heard[-4:]))
        failures += not ok
        close_eko()
        return failures

    try:
        open_eko(game)
        failures = 0
        count = 0  # actions in the game
        for k in range(OWN_ACTIONS):
            action = subprocess.run([cli, "legal", game], capture_output=True, text=True, check=True,
                                    timeout=20).stdout.split("\n")[0]
            probe = game + ".probe"
            subprocess.run([cli, "play", game, action, "-o", probe], check=True, stdout=subprocess.DEVNULL,
                           timeout=20)
            expected = record_sentences(cli, probe, lang)[-1]
            heard.clear()
            # Typed as a person types it: into the widget with the keyboard focus.
            keys("type", "--delay", "15", action)
            keys("key", "Return")
            ok = wait_for("the announcement", 10, lambda: said(expected))
            log("%s Red %s: announced %r" % ("ok  " if ok else "FAIL", action, expected if ok else heard[-4:]))
            failures += not ok
            ok = said(expected, "desc")
            log("%s   the action field's description says it too" % ("ok  " if ok else "FAIL"))
            failures += not ok
            # Saved with Ctrl+S and read back until Red is to move again: the computer has answered.
            deadline = time.monotonic() + 15
            while True:
                before = os.path.getmtime(game)
                keys("key", "ctrl+s")
                wait_for("the save", 2, lambda: os.path.getmtime(game) != before)
                shown = subprocess.run([cli, "show", game], capture_output=True, text=True, check=True,
                                       timeout=20).stdout
                if "To move: red" in shown or "Result" in shown or time.monotonic() > deadline:
                    break
                pump(0.2)
            sentences = record_sentences(cli, game, lang)
            if len(sentences) < count + 1 or core(sentences[count]) != core(expected):
                raise Failure("eko did not play %s: %r" % (action, sentences[count:]))
            for s in sentences[count + 1:]:
                ok = said(s)
                log("%s Blue (computer): announced %r" % ("ok  " if ok else "FAIL", s if ok else heard[-4:]))
                failures += not ok
            count = len(sentences)
            ok = wait_for("the focus", 5, focused)
            log("%s   the focus is back on the action field" % ("ok  " if ok else "FAIL"))
            failures += not ok
        # A refusal, with its reason.
        heard.clear()
        keys("type", "--delay", "15", "zz9")
        keys("key", "Return")
        ok = wait_for("the refusal", 5, lambda: any(k == "name" and "zz9" in t and p == targets["name"] for k, p, t in heard))
        log("%s refusal of zz9: %r" % ("ok  " if ok else "FAIL", [t for k, _, t in heard if k == "name"][-1:]))
        failures += not ok
        keys("key", "ctrl+a", "BackSpace")
        # Replay: Ctrl+R, one action back, out again.
        heard.clear()
        keys("key", "ctrl+r")
        wait_for("replay", 5, lambda: any(k == "name" for k, _, t in heard))
        pump(0.3)
        heard.clear()
        keys("key", "Left")
        ok = wait_for("replay", 5, lambda: said(sentences[count - 2]))
        log("%s replay, Left: announced %r" % ("ok  " if ok else "FAIL", sentences[count - 2] if ok else heard[-4:]))
        failures += not ok
        heard.clear()
        keys("key", "Escape")
        ok = wait_for("leaving replay", 5, lambda: any(k == "name" and p == targets["name"] for k, p, t in heard))
        ok = ok and wait_for("the focus", 5, focused)
        log("%s Escape leaves replay, the focus on the action field: %r" % (
            "ok  " if ok else "FAIL", [t for k, _, t in heard if k == "name"][-1:]))
        failures += not ok
        close_eko()
        failures += play_to_the_end()
        return 1 if failures else 0
    finally:
        close_eko()


if __name__ == "__main__":
    if len(sys.argv) >= 2 and sys.argv[1] == "--inner":
        sys.exit(inner(*sys.argv[2:5]))
    if len(sys.argv) != 4:
        log("usage: blind_mode_atspi.py EKO EKO_CLI LANG")
        sys.exit(64)
    sys.exit(outer(*sys.argv[1:4]))
