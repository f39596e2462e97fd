# A python3.11 target for the stapsdt tests: writes its pid to argv[1],
# waits until the file argv[2] exists (dtrace is attached), then calls
# gc.collect() exactly N (argv[3]) times (automatic collections are off),
# runs the function `work` three times, writes argv[2] + ".done", and waits
# for the test to end it (so that shutdown's own collections are not seen).
import gc, os, sys, time
gc.disable()

def work(n):
    return n * 2

open(sys.argv[1] + ".tmp", "w").write(str(os.getpid()))
os.rename(sys.argv[1] + ".tmp", sys.argv[1])
while not os.path.exists(sys.argv[2]):
    time.sleep(0.02)
for i in range(int(sys.argv[3])):
    gc.collect()
# Called through map() (C), so CPython 3.11 fires function-entry for it:
# Python-to-Python calls are inlined and do not.
list(map(work, range(3)))
open(sys.argv[2] + ".done", "w").write("done")
time.sleep(60)
