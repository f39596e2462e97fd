dtrace: invalid probe specifier cpc:::PAPI_tot_ins-user-10000 { exit(0); }: [D_PDESC_INVAL] cpc:::PAPI_tot_ins-user-10000: hardware event PAPI_tot_ins is not available: this system has no hardware performance counters (PMU)
exit 1
dtrace: invalid probe specifier cpc:::cpu_cycles-all-1000000 { exit(0); }: [D_PDESC_INVAL] cpc:::cpu_cycles-all-1000000: hardware event cpu_cycles is not available: this system has no hardware performance counters (PMU)
exit 1

exit 0
