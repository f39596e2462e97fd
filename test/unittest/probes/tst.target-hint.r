dtrace: invalid probe specifier nosuchprov$target:::probe: probe description nosuchprov0:::probe does not match any probes
    1 | nosuchprov$target:::probe
dtrace: hint: $target is 0: a description that uses $target needs -c or -p
status 1
dtrace: invalid probe specifier pid$target:a.out:main:entry: pid0 does not contain a valid pid
    1 | pid$target:a.out:main:entry
      | ^
dtrace: hint: $target is 0: a description that uses $target needs -c or -p
status 1
dtrace: invalid probe specifier nosuchprov$target:::probe: probe description nosuchprov0:::probe does not match any probes
status 1
