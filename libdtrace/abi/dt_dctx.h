/*
 * dt_dctx.h: the run-time layout shared by generated BPF code and user space.
 *
 * Every BPF program libdtrace loads runs with this frame:
 *
 *	r9	base of this firing's scratch memory (a value of the "mem"
 *		array map: one of this CPU's slots); callee-saved, set by the
 *		prologue
 *	r6-r8	expression temporaries (dt_cg.c)
 *	fp-8	the probe context (struct pt_regs *)
 *	fp-16	scratch for helper arguments (map keys)
 *	fp-24	&mem[cpu], whose slot bitmap the epilogue gives the slot back to
 *	fp-32..	spill slots, allocated by the code generator downwards
 *
 * Scratch memory starts with a fixed part (struct dt_mem_hdr) followed by
 * regions whose sizes are known only after every clause is compiled:
 * string temporaries, the aggregation key buffer and the output record.
 * Code names a region by relocation (DT_RL_MEM_IMM/OFF with a dt_memregion_t)
 * and dt_link.c fills in its offset.
 *
 * An output record, sent to user space through the ring buffer with
 * bpf_ringbuf_output(), starts with struct dt_rec_hdr; the layout of the data
 * after it is given by the clause's dt_datadesc_t (dt_impl.h).
 */
#ifndef _DT_DCTX_H
#define _DT_DCTX_H

#include <stdint.h>

#define DT_MAXARGS	10

/* Stack frame. */
#define DT_STK_CTX	(-8)
#define DT_STK_KEY	(-16)
#define DT_STK_MEMCPU	(-24)		/* &mem[cpu] (the slot bitmap's) */
#define DT_STK_SPILL	(-32)		/* first spill slot; slots grow down */
#define DT_STK_MIN	(-512)

/* Registers. */
#define DT_REG_MEM	9		/* r9: scratch memory base */

struct dt_mem_hdr {
	uint64_t argv[DT_MAXARGS];	/* probe arguments, set by the trampoline */
	uint32_t prid;			/* the firing probe's id */
	uint32_t fault;			/* fault code of the last fault, 0 if none */
	uint64_t faultarg;		/* address/value that faulted */
	uint32_t prov[4];		/* the provider's trampoline's own (stapsdt:
					   the dispatch map's value) */
	struct dt_strwork {		/* string subroutines (dt_cg_str.c) */
		uint64_t strtok;	/* strtok(): 1 + position of the rest of
					   the string in the strtok buffer, 0 if
					   none; zeroed by the prologue */
		uint64_t w[4];		/* loop state of string subroutines */
		uint8_t set[32];	/* strtok(): delimiter bitmap */
		char digits[72];	/* lltostr(): digits, written backwards */
	} str;
	uint64_t errsave[DT_MAXARGS];	/* ERROR: the faulting probe's argv */
	uint32_t errprid;		/*   and its probe id, while ERROR runs */
	uint32_t syserr;		/* errno: set by syscall return probes
					   (dt_prov_syscall.c), else 0 */
	uint32_t inuse;			/* mem[cpu] only: bitmap of the CPU's
					   slots in use (dt_cg.c) */
	uint32_t slotbit;		/* this slot's bit in inuse */
	uint64_t entrysp;		/* pid entry probes: the stack pointer
					   (where the return address is), 0
					   elsewhere; zeroed by the prologue */
	uint64_t timestamp;		/* timestamp, vtimestamp, walltimestamp:
					   the clock as first read in this
					   firing, 0 until then (dt_cg_bvar.c);
					   zeroed by the prologue */
};

#define DT_MEM_ARGV	0
#define DT_MEM_PRID	80
#define DT_MEM_FAULT	84
#define DT_MEM_FAULTARG	88
#define DT_MEM_PROV	96
#define DT_MEM_STRTOK	112
#define DT_MEM_STRW	120		/* w[0..3] */
#define DT_MEM_STRSET	152
#define DT_MEM_STRDIGITS 184
#define DT_MEM_ERRSAVE	256
#define DT_MEM_ERRPRID	336
#define DT_MEM_ERRNO	340
#define DT_MEM_INUSE	344
#define DT_MEM_SLOTBIT	348
#define DT_MEM_ENTRYSP	352
#define DT_MEM_TIMESTAMP 360
#define DT_MEM_HDRSIZE	368

/* Frames stackdepth and ustackdepth count at most (perf_event_max_stack). */
#define DT_STACK_MAXFRAMES	127

/*
 * Scratch memory values (slots) per CPU: programs that interrupt each other
 * (task, softirq, hardirq, NMI) each get their own, and so do sleepable
 * uprobe programs that sleep in a page fault while another task's firing
 * runs on the CPU (doc/ARCHITECTURE.md, "Scratch memory").
 */
#define DT_MEM_SLOTS	8

typedef enum dt_memregion {
	DT_MR_STRTMP = 0,	/* string temporaries: nstrtmp slots of strsize+8 */
	DT_MR_STRTOK,		/* strtok()'s copy of its string (strsize+8);
				   right after the temporaries, see dt_link.c */
	DT_MR_AGGKEY,		/* aggregation key being built */
	DT_MR_OUT,		/* output record being built */
	DT_MR_LOCALS,		/* this-> variables (zeroed at each firing) */
	DT_MR_DVARKEY,		/* dynamic variable key being built, then a
				   zeroed value (to create entries) */
	DT_MR_SCRATCH,		/* alloca() memory (dt_cg_mem.c) */
	DT_MR_ERRLOCALS,	/* this-> variables of dtrace:::ERROR's clauses,
				   which run inside another probe's firing */
	DT_MR_STACK,		/* stackdepth, ustackdepth: the frames counted
				   (DT_STACK_MAXFRAMES x u64) */
	DT_MR_NREGIONS
} dt_memregion_t;

/*
 * Thread-local variables and associative arrays live in one hash map.  Key:
 * this header, then the key tuple (as aggregation keys: integers 8 bytes,
 * strings strsize bytes, each 8-byte aligned), zero-padded to the map's key
 * size.  Value: the variable's value (scalars as 8 bytes).
 */
struct dt_dvar_khdr {
	uint32_t varid;		/* the variable's dv_id */
	uint32_t pad;
	uint64_t tid;		/* thread-locals: the thread's id; else 0 */
};

/* The header of every ring buffer record. */
struct dt_rec_hdr {
	uint32_t prid;		/* probe that fired */
	uint32_t stid;		/* clause (statement) that recorded */
	uint32_t cpu;		/* CPU it fired on */
	union {
		uint32_t spec;	/* clause data: 0, or the speculation it is
				   for (DT_SPEC_TAG) */
		uint32_t pad;	/* other records: see DT_STID_* */
	};
};
#define DT_REC_HDRSIZE	16

/* Special stid values for records that are not a clause's data. */
#define DT_STID_FAULT	0xffffffffu	/* a run-time fault: struct dt_fault_rec */
#define DT_STID_RTLD	0xfffffffeu	/* a process's dynamic linker changed its
					   objects (dt_rtld.c): pid in hdr.pad,
					   the thread (or 0) in hdr.prid */

struct dt_fault_rec {
	struct dt_rec_hdr hdr;	/* prid of the probe, stid = DT_STID_FAULT */
	uint32_t stid;		/* clause that faulted */
	uint32_t fault;		/* DTRACEFLT_* */
	uint64_t addr;		/* faulting address or value */
	uint32_t action;	/* 0: the predicate, N: action #N of the clause */
	int32_t pc;		/* BPF instruction index, -1 if unknown */
};

/* Fault codes (DTrace's). */
#define DTRACEFLT_UNKNOWN	0
#define DTRACEFLT_BADADDR	1
#define DTRACEFLT_BADALIGN	2
#define DTRACEFLT_ILLOP		3
#define DTRACEFLT_DIVZERO	4
#define DTRACEFLT_NOSCRATCH	5
#define DTRACEFLT_KPRIV		6
#define DTRACEFLT_UPRIV		7
#define DTRACEFLT_TUPOFLOW	8
#define DTRACEFLT_BADSTACK	9
#define DTRACEFLT_BADSIZE	10

/*
 * Speculations (dt_cg_spec.c, dt_spec.c).  The "specs" map is an array with
 * one value, mapped into the consumer's memory too: two counters of the
 * speculation() calls that found no speculation free, then one 8-byte slot
 * per speculation id 1..nspec.  A slot's state word holds the state in its
 * low byte and the generation above (bumped each time speculation() hands
 * the id out).  speculation() takes a FREE slot with a compare-and-exchange
 * (FREE -> ACTIVE, next generation); commit() and discard() move an ACTIVE
 * one to COMMITTING or DISCARDING; only the consumer makes it FREE again,
 * once it has acted on the commit or discard record, so that an id is not
 * handed out again while its data is on the way.  A speculative record
 * carries DT_SPEC_TAG(id, generation) in its header's spec field, and so do
 * commit and discard records in their data (0: nothing to do).
 */
#define DT_SPECT_UNAVAIL	0	/* u64: none was free */
#define DT_SPECT_BUSY		8	/* u64: none was free, some were still
					   being committed or discarded */
#define DT_SPECT_STATE(id)	(8 + 8 * (id))	/* u32 state word of id >= 1 */
#define DT_SPECT_SIZE(nspec)	(16 + 8 * (nspec))

#define DT_SPEC_FREE		0
#define DT_SPEC_ACTIVE		1
#define DT_SPEC_COMMITTING	2	/* these two have bit 1 set: "busy" */
#define DT_SPEC_DISCARDING	3
#define DT_SPEC_STATE(w)	((w) & 0xff)
#define DT_SPEC_GEN(w)		((w) >> 8)
#define DT_SPEC_TAG(id, gen)	((uint32_t)(id) | ((uint32_t)(gen) << 16))
#define DT_SPEC_TAG_ID(tag)	((tag) & 0xffff)
#define DT_SPEC_TAG_GEN(tag)	((tag) >> 16)
#define DT_SPEC_MAXNSPEC	4096	/* speculation() scans them in a loop
					   the verifier walks through */

/*
 * Aggregations live in one per-CPU hash map.  Key: struct dt_agg_khdr then
 * the key tuple (each element 8-byte aligned: integers as 8 bytes, strings
 * as strsize bytes zero-padded).  Value: an array of uint64_t whose meaning
 * depends on the aggregating function (dt_aggregate.h).
 */
struct dt_agg_khdr {
	uint32_t aggid;
	uint32_t pad;
};

/* quantize()'s value: this many power-of-two buckets, the one of 0 here. */
#define DT_QUANTIZE_ZERO	63
#define DT_QUANTIZE_NBUCKETS	127

/* The global variable map's fixed part: counters shared with user space. */
#define DT_GVAR_DROPS		0	/* u64: records dropped */
#define DT_GVAR_ACTIVITY	8	/* u64: DT_ACTIVITY_* */
#define DT_GVAR_DYNDROPS	16	/* u64: dynamic variable stores dropped */
#define DT_GVAR_AGGDROPS	24	/* u64: aggregation updates dropped */
#define DT_GVAR_FIXED		32

/*
 * Activity states, as DTrace's: BEGIN's clauses run in WARMUP (the state
 * until BEGIN has fired, so that no other probe records before it), the
 * others in ACTIVE; exit() moves to DRAINING, where only END's (and
 * ERROR's) run.
 */
#define DT_ACTIVITY_WARMUP	0
#define DT_ACTIVITY_ACTIVE	1
#define DT_ACTIVITY_DRAINING	2

#endif /* _DT_DCTX_H */
