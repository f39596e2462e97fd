/*
 * psinfo.d: the process model of DTrace's D library on Linux: lwpsinfo_t
 * (a thread), psinfo_t (a process) and their translators from the kernel's
 * struct task_struct, and the inlines curlwpsinfo and curpsinfo.  The
 * proc and sched providers give their arguments in these types.
 *
 * Members as the Dynamic Tracing Guide describes them (proc(4)'s names),
 * filled from what the task_struct has:
 *   lwpsinfo_t  pr_lwpid the thread id (task->pid); pr_state/pr_sname the
 *               Solaris state from __state, exit_state and on_cpu (SONPROC
 *               'O' running on a CPU, SRUN 'R' runnable, SSLEEP 'S',
 *               SSTOP 'T' stopped or traced, SZOMB 'Z', SIDL 'I' being
 *               created, SWAIT 'W' else); pr_flag PR_STOPPED or 0;
 *               pr_pri the kernel's prio, pr_nice static_prio - 120;
 *               pr_onpro the CPU it last ran on; pr_start and pr_time as
 *               timestruc_t (start time since boot, user + system time);
 *               pr_name the comm; pr_addr the task_struct.
 *   psinfo_t    pr_pid the process id (tgid), pr_ppid the real parent's,
 *               pr_pgid and pr_sid from the signal struct's pids (as seen
 *               from the initial pid namespace), pr_uid/pr_gid/pr_euid/
 *               pr_egid from the task's real credentials, pr_nlwp the
 *               thread count, pr_fname the comm, pr_psargs the argument
 *               list as ps shows it (d_execargs(): at most 79 bytes, NULs
 *               between arguments made spaces; the comm when the task's
 *               memory is not the current process's), pr_size the virtual
 *               size in KB, pr_ttydev the controlling terminal's dev_t (0
 *               if none), pr_dmodel PR_MODEL_LP64, pr_lwp the thread.
 * Members with no Linux counterpart are 0 (pr_taskid, pr_projid,
 * pr_poolid, pr_zoneid, pr_contract, pr_wchan, pr_stype ...); pr_argc,
 * pr_argv, pr_envp, pr_rssize, pr_pctcpu, pr_pctmem, pr_ctime, pr_clname
 * are not translated (reading one is D_XLATE_NOCONV).
 */

#pragma D depends_on library sched.d

typedef struct timestruc {
	time_t tv_sec;
	long tv_nsec;
} timestruc_t;

typedef id_t taskid_t;
typedef id_t projid_t;
typedef id_t poolid_t;
typedef id_t zoneid_t;
typedef id_t ctid_t;
typedef short pri_t;

/* Solaris thread states (pr_state) */
inline char SSLEEP = 1;
inline char SRUN = 2;
inline char SZOMB = 3;
inline char SSTOP = 4;
inline char SIDL = 5;
inline char SONPROC = 6;
inline char SWAIT = 7;

/* pr_flag */
inline int PR_STOPPED = 0x00000001;

/* pr_dmodel */
inline char PR_MODEL_ILP32 = 1;
inline char PR_MODEL_LP64 = 2;

/* Linux task states (__state, exit_state) */
inline unsigned int TASK_RUNNING_ = 0x0000;
inline unsigned int TASK_INTERRUPTIBLE_ = 0x0001;
inline unsigned int TASK_UNINTERRUPTIBLE_ = 0x0002;
inline unsigned int TASK_STOPPED_ = 0x0004;
inline unsigned int TASK_TRACED_ = 0x0008;
inline unsigned int TASK_EXIT_DEAD_ = 0x0010;
inline unsigned int TASK_EXIT_ZOMBIE_ = 0x0020;
inline unsigned int TASK_DEAD_ = 0x0080;
inline unsigned int TASK_NEW_ = 0x0800;

typedef struct lwpsinfo {
	int pr_flag;			/* PR_STOPPED or 0 */
	id_t pr_lwpid;			/* thread id */
	uintptr_t pr_addr;		/* its task_struct */
	uintptr_t pr_wchan;		/* wait address: 0 */
	char pr_stype;			/* synchronization type: 0 */
	char pr_state;			/* SSLEEP ... SWAIT */
	char pr_sname;			/* 'S' 'R' 'Z' 'T' 'I' 'O' 'W' */
	char pr_nice;			/* nice value */
	short pr_syscall;		/* system call number: 0 */
	char pr_oldpri;			/* 0 */
	char pr_cpu;			/* 0 */
	int pr_pri;			/* priority (kernel's prio) */
	ushort_t pr_pctcpu;		/* not translated */
	ushort_t pr_pad;
	timestruc_t pr_start;		/* start time, since boot */
	timestruc_t pr_time;		/* user + system CPU time */
	char pr_clname[8];		/* scheduling class: not translated */
	char pr_name[16];		/* thread name (comm) */
	processorid_t pr_onpro;		/* CPU it runs or last ran on */
	processorid_t pr_bindpro;	/* bound CPU: -1 */
	psetid_t pr_bindpset;		/* bound processor set: -1 */
	int pr_lgrp;			/* locality group: 0 */
} lwpsinfo_t;

typedef struct psinfo {
	int pr_flag;			/* 0 */
	int pr_nlwp;			/* number of threads */
	pid_t pr_pid;			/* process id */
	pid_t pr_ppid;			/* parent's process id */
	pid_t pr_pgid;			/* process group id */
	pid_t pr_sid;			/* session id */
	uid_t pr_uid;			/* real user id */
	uid_t pr_euid;			/* effective user id */
	gid_t pr_gid;			/* real group id */
	gid_t pr_egid;			/* effective group id */
	uintptr_t pr_addr;		/* its task_struct */
	size_t pr_size;			/* virtual size, KB */
	size_t pr_rssize;		/* not translated */
	size_t pr_pad1;
	dev_t pr_ttydev;		/* controlling terminal, or 0 */
	ushort_t pr_pctcpu;		/* not translated */
	ushort_t pr_pctmem;		/* not translated */
	timestruc_t pr_start;		/* start time, since boot */
	timestruc_t pr_time;		/* user + system CPU time */
	timestruc_t pr_ctime;		/* not translated */
	char pr_fname[16];		/* name of the executable (comm) */
	char pr_psargs[80];		/* start of the argument list */
	int pr_wstat;			/* exit code */
	int pr_argc;			/* not translated */
	uintptr_t pr_argv;		/* not translated */
	uintptr_t pr_envp;		/* not translated */
	char pr_dmodel;			/* PR_MODEL_LP64 */
	char pr_pad2[3];
	taskid_t pr_taskid;		/* 0 */
	projid_t pr_projid;		/* 0 */
	int pr_nzomb;			/* 0 */
	poolid_t pr_poolid;		/* 0 */
	zoneid_t pr_zoneid;		/* 0 */
	id_t pr_contract;		/* 0 */
	int pr_filler[1];
	lwpsinfo_t pr_lwp;		/* the thread */
} psinfo_t;

translator timestruc_t < uint64_t NS > {
	tv_sec = NS / 1000000000;
	tv_nsec = NS % 1000000000;
};

translator lwpsinfo_t < struct task_struct *T > {
	pr_flag = (T->__state & (TASK_STOPPED_ | TASK_TRACED_)) ? PR_STOPPED : 0;
	pr_lwpid = T->pid;
	pr_addr = (uintptr_t)T;
	pr_wchan = 0;
	pr_stype = 0;
	pr_state =
	    (T->exit_state & (TASK_EXIT_ZOMBIE_ | TASK_EXIT_DEAD_)) ? SZOMB :
	    (T->__state & TASK_NEW_) ? SIDL :
	    (T->__state & (TASK_STOPPED_ | TASK_TRACED_)) ? SSTOP :
	    (T->__state & TASK_DEAD_) ? SZOMB :
	    (T->__state & (TASK_INTERRUPTIBLE_ | TASK_UNINTERRUPTIBLE_)) ?
	    SSLEEP : T->__state != TASK_RUNNING_ ? SWAIT :
	    T->on_cpu ? SONPROC : SRUN;
	pr_sname =
	    (T->exit_state & (TASK_EXIT_ZOMBIE_ | TASK_EXIT_DEAD_)) ? 'Z' :
	    (T->__state & TASK_NEW_) ? 'I' :
	    (T->__state & (TASK_STOPPED_ | TASK_TRACED_)) ? 'T' :
	    (T->__state & TASK_DEAD_) ? 'Z' :
	    (T->__state & (TASK_INTERRUPTIBLE_ | TASK_UNINTERRUPTIBLE_)) ?
	    'S' : T->__state != TASK_RUNNING_ ? 'W' :
	    T->on_cpu ? 'O' : 'R';
	pr_nice = T->static_prio - 120;
	pr_syscall = 0;
	pr_oldpri = 0;
	pr_cpu = 0;
	pr_pri = T->prio;
	pr_start = xlate <timestruc_t> ((uint64_t)T->start_time);
	pr_time = xlate <timestruc_t> ((uint64_t)(T->utime + T->stime));
	pr_name = T->comm;
	pr_onpro = T->thread_info.cpu;
	pr_bindpro = -1;
	pr_bindpset = -1;
	pr_lgrp = 0;
};

translator psinfo_t < struct task_struct *T > {
	pr_flag = 0;
	pr_nlwp = T->signal->nr_threads;
	pr_pid = T->tgid;
	pr_ppid = T->real_parent->tgid;
	pr_pgid = T->signal->pids[PIDTYPE_PGID] == NULL ? 0 :
	    T->signal->pids[PIDTYPE_PGID]->numbers[0].nr;
	pr_sid = T->signal->pids[PIDTYPE_SID] == NULL ? 0 :
	    T->signal->pids[PIDTYPE_SID]->numbers[0].nr;
	pr_uid = T->real_cred->uid.val;
	pr_euid = T->real_cred->euid.val;
	pr_gid = T->real_cred->gid.val;
	pr_egid = T->real_cred->egid.val;
	pr_addr = (uintptr_t)T;
	pr_size = T->mm == NULL ? 0 : T->mm->total_vm * 4;
	pr_ttydev = T->signal->tty == NULL ? 0 :
	    ((dev_t)T->signal->tty->driver->major << 20) |
	    (T->signal->tty->driver->minor_start + T->signal->tty->index);
	pr_start = xlate <timestruc_t> ((uint64_t)T->group_leader->start_time);
	pr_time = xlate <timestruc_t> ((uint64_t)(T->utime + T->stime));
	pr_fname = T->comm;
	pr_psargs = d_execargs(T);
	pr_wstat = T->exit_code;
	pr_dmodel = PR_MODEL_LP64;
	pr_taskid = 0;
	pr_projid = 0;
	pr_nzomb = 0;
	pr_poolid = 0;
	pr_zoneid = 0;
	pr_contract = 0;
	pr_lwp = xlate <lwpsinfo_t> (T);
};

inline lwpsinfo_t *curlwpsinfo = xlate <lwpsinfo_t *> (curthread);
inline psinfo_t *curpsinfo = xlate <psinfo_t *> (curthread);
