cpc cpu_clock-all-1000000000
cpc task_clock-all-1000000000
cpc page_faults-all-1000000000
cpc context_switches-all-1000000000
cpc cpu_migrations-all-1000000000
cpc minor_faults-all-1000000000
cpc major_faults-all-1000000000
cpc alignment_faults-all-1000000000
cpc emulation_faults-all-1000000000
cpu_clock-all-1000000: a probe
page_faults-user-5000: a probe
context_switches-kernel-10000: a probe
cpu_clock-all-4999: no probe
cpu_clock-any-10000: no probe
cpu_clock-all-attr-10000: no probe
cpu_clock-all-1e6: no probe
no_such_event-all-10000: no probe
