#!/bin/bash
#
# ASSERTION: a kernel module's types (its split BTF on top of vmlinux's) are
# D types in the module's scope (dtmod`struct dtmod_thing), and without a
# scope once vmlinux lacks the name; a member may have a vmlinux type
# (struct list_head) or point to one (task_struct, completed from vmlinux);
# an unknown module is "Unknown module name"; vmlinux` does not see a
# module's types; #pragma D depends_on module agrees; and a program that
# names no module type reads no module's BTF.  This kernel has no module
# BTF, so the test makes a fake module "dtmod" (test/triggers/btf-splitmod.c)
# in a directory of its own, which $DTRACE_BTFDIR points dtrace to.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/ktypes-modbtf.XXXXXX)
trap 'rm -rf "$tmpd"' EXIT
mkdir "$tmpd/btf"
if ! cp /sys/kernel/btf/vmlinux "$tmpd/btf/vmlinux" ||
    ! "$TRIGGERS/btf-splitmod" "$tmpd/btf/vmlinux" "$tmpd/btf/dtmod"; then
	echo "cannot write a fake module's BTF"
	exit 77
fi
export DTRACE_BTFDIR=$tmpd/btf

$dtrace -qn 'BEGIN {
	printf("scoped %d %d %d %d %d\n", sizeof(dtmod`struct dtmod_thing),
	    offsetof(dtmod`struct dtmod_thing, flags),
	    offsetof(dtmod`struct dtmod_thing, link),
	    offsetof(dtmod`struct dtmod_thing, count),
	    sizeof(dtmod`dtmod_id_t));
	printf("list_head %d %d\n",
	    sizeof(((dtmod`struct dtmod_thing *)0)->link),
	    sizeof(((dtmod`struct dtmod_thing *)0)->link.prev));
	printf("owner %d\n", sizeof(*((dtmod`struct dtmod_thing *)0)->owner) ==
	    sizeof(struct task_struct));
	exit(0);
}' | sed '/^$/d'

# unscoped: vmlinux first, then every module
$dtrace -qn 'BEGIN {
	this->id = (dtmod_id_t)7;
	printf("unscoped %d %d %d\n", sizeof(struct dtmod_thing),
	    offsetof(struct dtmod_thing, owner), this->id);
	exit(0);
}' | sed '/^$/d'

# errors: an unknown module, a module type in vmlinux's scope
$dtrace -qn 'BEGIN { trace(sizeof(nomod`struct dtmod_thing)); }' 2>&1
$dtrace -qn 'BEGIN { trace(sizeof(vmlinux`struct dtmod_thing)); }' 2>&1
$dtrace -qn 'BEGIN { trace(sizeof(dtmod`struct nothing)); }' 2>&1

# depends_on module: what $DTRACE_BTFDIR holds
printf '#pragma D depends_on module dtmod\nBEGIN { exit(0); }\n' > "$tmpd/dep.d"
printf '#pragma D depends_on module nomod\nBEGIN { exit(0); }\n' > "$tmpd/nodep.d"
$dtrace -qs "$tmpd/dep.d" >/dev/null && echo "depends_on dtmod: ok"
$dtrace -qs "$tmpd/nodep.d" 2>&1 | sed "s,$tmpd/,,"

# lazy: no module BTF read unless a program names a type vmlinux lacks
for prog in 'BEGIN { exit(0); }' \
    'BEGIN { trace(sizeof(struct task_struct)); exit(0); }'; do
	DTRACE_DEBUG=1 $dtrace -qn "$prog" 2>&1 >/dev/null |
	    grep -c 'module .* BTF loaded'
done
DTRACE_DEBUG=1 $dtrace -qn 'BEGIN { trace(sizeof(struct dtmod_thing));
    exit(0); }' 2>&1 >/dev/null | grep -c 'module dtmod BTF loaded'
exit 0
