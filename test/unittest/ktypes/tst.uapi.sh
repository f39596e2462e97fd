#!/bin/bash
#
# ASSERTION: sizeof and offsetof of kernel structs (types converted from the
# kernel's BTF) agree with what the C compiler computes from the UAPI
# headers (linux-libc-dev) for the same structs: ABI structs whose layout
# cannot change.  Includes members inside anonymous structs and unions
# (iphdr's saddr/daddr, bpf_attr's first anonymous struct), a packed struct
# (epoll_event) and the vmlinux` scope.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/ktypes-uapi.XXXXXX)
trap 'rm -rf "$tmpd"' EXIT

# name, then the expression in C and in D (the same text)
exprs=(
	'sizeof(struct iphdr)' 'offsetof(struct iphdr, daddr)'
	'offsetof(struct iphdr, saddr)' 'offsetof(struct iphdr, protocol)'
	'sizeof(struct tcphdr)' 'offsetof(struct tcphdr, window)'
	'sizeof(struct udphdr)' 'sizeof(struct ethhdr)'
	'offsetof(struct ethhdr, h_proto)' 'sizeof(struct sockaddr_in6)'
	'offsetof(struct sockaddr_in6, sin6_scope_id)' 'sizeof(struct in6_addr)'
	'sizeof(struct bpf_insn)' 'offsetof(union bpf_attr, max_entries)'
	'offsetof(union bpf_attr, map_flags)' 'sizeof(struct epoll_event)'
	'offsetof(struct epoll_event, data)' 'sizeof(struct nlmsghdr)'
	'offsetof(struct nlmsghdr, nlmsg_pid)' 'sizeof(struct inotify_event)'
	'sizeof(__u64)' 'sizeof(__s16)' 'sizeof(__be32)'
)

{
	echo '#include <stdio.h>'
	echo '#include <stddef.h>'
	for h in linux/ip.h linux/tcp.h linux/udp.h linux/if_ether.h linux/in6.h \
	    linux/bpf.h linux/eventpoll.h linux/netlink.h linux/inotify.h; do
		echo "#include <$h>"
	done
	echo 'int main(void) {'
	for e in "${exprs[@]}"; do
		echo "	printf(\"%s = %zu\\n\", \"$e\", (size_t)$e);"
	done
	echo '	return 0; }'
} > "$tmpd/uapi.c"
if ! gcc -o "$tmpd/uapi" "$tmpd/uapi.c" 2>"$tmpd/cc.err"; then
	cat "$tmpd/cc.err" >&2
	echo "cannot build the UAPI program (gcc, linux-libc-dev)"
	exit 77
fi
"$tmpd/uapi" > "$tmpd/c.out"

{
	echo 'BEGIN {'
	for e in "${exprs[@]}"; do
		echo "	printf(\"%s = %d\\n\", \"$e\", $e);"
	done
	echo '	exit(0); }'
} > "$tmpd/uapi.d"
$dtrace -qs "$tmpd/uapi.d" > "$tmpd/d.out" || exit 1
sed -i '/^$/d' "$tmpd/d.out"
if ! diff "$tmpd/c.out" "$tmpd/d.out"; then
	echo "sizes differ (< C, > D)"
	exit 1
fi
echo "$(wc -l < "$tmpd/d.out") sizes and offsets agree"
# scoped: vmlinux`struct is the same type
$dtrace -qn 'BEGIN { printf("scoped %d %d\n", sizeof(vmlinux`struct iphdr),
    sizeof(vmlinux`__u32)); exit(0); }' | sed '/^$/d'
