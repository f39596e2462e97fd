[foobar] [FOOBAR] [BAR] 3
1 0 1
[BARfoobar] [FOOBAR]

