/*
 * sched.d: cpuinfo_t, the CPU a probe fires on, as the Dynamic Tracing
 * Guide's sched provider describes it (args[2] of sched:::enqueue and
 * dequeue, and `curcpu`).
 *
 * A CPU is named by its number: the translator's input is the CPU id, so
 * xlate<cpuinfo_t *>(cpu) describes the current CPU and the sched provider
 * gives its cpuinfo_t arguments as the number of the CPU they name.  What
 * Linux has no counterpart for reads as DTrace reads it on a system
 * without it: no processor sets (cpu_pset -1, PS_NONE), one chip per CPU
 * number is not known to BPF programs (per-CPU data is not readable here:
 * cpu_chip 0), one locality group (cpu_lgrp 0); cpu_info.pi_state is
 * P_ONLINE, since a CPU that runs the probe is on line.
 */

typedef int chipid_t;
typedef id_t lgrp_id_t;

typedef struct processor_info {
	int pi_state;			/* P_ONLINE ... */
	char pi_processor_type[16];	/* "x86_64" */
	char pi_fputypes[32];
	int pi_clock;			/* MHz */
} processor_info_t;

typedef struct cpuinfo {
	processorid_t cpu_id;		/* CPU number */
	psetid_t cpu_pset;		/* processor set: -1, none */
	chipid_t cpu_chip;		/* chip (package) */
	lgrp_id_t cpu_lgrp;		/* locality group */
	processor_info_t cpu_info;	/* CPU information */
} cpuinfo_t;

inline int P_OFFLINE = 1;
inline int P_ONLINE = 2;
inline int PS_NONE = -1;

translator processor_info_t < processorid_t C > {
	pi_state = P_ONLINE;
	pi_clock = 0;
};

translator cpuinfo_t < processorid_t C > {
	cpu_id = C;
	cpu_pset = PS_NONE;
	cpu_chip = 0;
	cpu_lgrp = 0;
	cpu_info = xlate <processor_info_t> (C);
};

inline cpuinfo_t *curcpu = xlate <cpuinfo_t *> (cpu);

/* The current CPU's processor set, chip and locality group, as DTrace's. */
inline psetid_t pset = curcpu->cpu_pset;
inline chipid_t chip = curcpu->cpu_chip;
inline lgrp_id_t lgrp = curcpu->cpu_lgrp;
