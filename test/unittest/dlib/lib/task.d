/*
 * task.d: a D library file for the tests only (test/unittest/dlib, -L lib):
 * it uses the kernel's struct task_struct, so compiling it reads BTF.
 * tst.lazy.sh checks that a program that names nothing of it does not.
 */

typedef struct tinfo {
	int ti_pid;
	int ti_ppid;
	char ti_comm[16];
} tinfo_t;

translator tinfo_t < struct task_struct *T > {
	ti_pid = T->tgid;
	ti_ppid = T->real_parent->tgid;
	ti_comm = T->comm;
};

inline tinfo_t *curtinfo = xlate <tinfo_t *> (curthread);
inline int TASK_COMM_SIZE = sizeof (((struct task_struct *)0)->comm);
