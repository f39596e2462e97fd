== untraced
cancelled 3 cleanups 6
== traced
cancelled 3 cleanups 6
leaf entry 3
leaf return 3
middle entry 3
outer entry 3
pause entry 3
waiter entry 3
dtrace exit 0
leaf:return at its return sites: no uretprobe
middle:return at its return sites: no uretprobe
outer:return at its return sites: no uretprobe
pause:return at its return sites: no uretprobe
waiter:return at its return sites: no uretprobe
