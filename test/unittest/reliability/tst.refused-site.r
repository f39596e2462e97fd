-- uprobe_multi
dtrace: probe test_provPID:one:main:loop not enabled at TMP/one offset 0xOFF: the kernel refused the uprobe: Invalid argument
0

               20
exit 0
-- DTRACE_NO_UPROBE_MULTI=1
dtrace: probe test_provPID:one:main:loop not enabled at TMP/one offset 0xOFF: the kernel refused the uprobe: Invalid argument
0

               20
exit 0
-- every site refused
dtrace: could not enable tracing: failed to attach uprobe at MAPPING:0xOFF: Invalid argument
exit 1
