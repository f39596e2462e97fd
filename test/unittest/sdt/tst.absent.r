dtrace: invalid probe specifier fbt::do_sys_open:entry: [D_PDESC_ZERO] probe description fbt::do_sys_open:entry does not match any probes
    1 | fbt::do_sys_open:entry
dtrace: hint: no provider 'fbt' on this system: the kernel allows neither kprobes nor fentry
exit 1
dtrace: failed to match fbt::do_sys_open:entry: No probe matches description
dtrace: hint: no provider 'fbt' on this system: the kernel allows neither kprobes nor fentry
exit 0
dtrace: invalid probe specifier nosuch:::: [D_PDESC_ZERO] probe description nosuch::: does not match any probes
    1 | nosuch:::
dtrace: hint: no provider 'nosuch' on this system
exit 1
dtrace: failed to match nosuch:::: No probe matches description
dtrace: hint: no provider 'nosuch' on this system
exit 0
dtrace: invalid probe specifier sdt:::nosuch_tracepoint: [D_PDESC_ZERO] probe description sdt:::nosuch_tracepoint does not match any probes
    1 | sdt:::nosuch_tracepoint
exit 1
dtrace: failed to match sdt:::nosuch_tracepoint: No probe matches description
exit 0
