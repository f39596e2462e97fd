/*
 * ASSERTION: enumerators of kernel enums (from BTF) are integer constants
 * of their enum type, usable where D takes constants; their values are the
 * kernel's ABI (bpf(2) map and program types, helper ids, pid types).  A D
 * enum's own enumerators come first.
 */
#pragma D option quiet

enum local { PIDTYPE_SID = 42 };

BEGIN
{
	printf("%d %d %d\n", BPF_MAP_TYPE_HASH, BPF_PROG_TYPE_KPROBE,
	    BPF_FUNC_get_current_task);
	printf("%d %d %d\n", PIDTYPE_PID, PIDTYPE_TGID, PIDTYPE_SID);
	printf("%d\n", sizeof(enum bpf_map_type));
	this->t = (enum pid_type)2;
	printf("%s\n", this->t == PIDTYPE_PGID ? "PGID" : "other");
	x[BPF_MAP_TYPE_ARRAY] = 1;
	printf("%d\n", x[2]);
	exit(0);
}
