no such pid: exit 1, stdout 0 lines, stderr 1 line(s)
dtrace: invalid probe specifier stapsdtPID:::tick: probe description stapsdtPID:::tick does not match any probes
bare -p: exit 1, stdout 0 lines, stderr 1 line(s)
dtrace: invalid probe specifier stapsdtPID:::tick: probe description stapsdtPID:::tick does not match any probes
bare -p glob: exit 1, stdout 0 lines, stderr 1 line(s)
dtrace: invalid probe specifier stapsdtPID:::: probe description stapsdtPID::: does not match any probes
sleep -p: exit 1, stdout 0 lines, stderr 1 line(s)
dtrace: invalid probe specifier stapsdtPID:::nosuchprobe: probe description stapsdtPID:::nosuchprobe does not match any probes
sleep -p provider: exit 1, stdout 0 lines, stderr 1 line(s)
dtrace: invalid probe specifier nosuchprovPID:::tick: probe description nosuchprovPID:::tick does not match any probes
bare still running
sleep still running
