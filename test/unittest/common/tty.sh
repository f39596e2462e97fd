# Sourced by tests of what dtrace prints only on a terminal (hints, the
# caret under an error): tty CMD runs the shell command CMD with its
# standard input, output and error on a new pseudo-terminal, and prints
# what it wrote there (carriage returns removed); its status is CMD's.
# It reads until every holder of the terminal has closed it.  (script(1)
# with its input at /dev/null did this before, and now and then hung
# under load until the test's time limit.)
tty() {
	python3 -c '
import os, subprocess, sys
m, s = os.openpty()
p = subprocess.Popen(["bash", "-c", sys.argv[1]], stdin=s, stdout=s,
                     stderr=s, start_new_session=True)
os.close(s)
out = bytearray()
while True:
    try:
        d = os.read(m, 65536)
    except OSError:             # EIO: no process holds the terminal now
        break
    if not d:
        break
    out += d
sys.stdout.buffer.write(out)
sys.exit(p.wait())
' "$1" </dev/null | tr -d '\r'
	return "${PIPESTATUS[0]}"
}
