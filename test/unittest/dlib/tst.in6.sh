#!/bin/bash
#
# ASSERTION: in6_addr_t (dlib/in6.d) is the kernel's struct in6_addr, 16
# bytes, and a cast to it is what inet_ntoa6() takes; naming it reads
# kernel BTF, while naming only AF_INET6 (dlib/net.d) does not.
#
# Run by test/runtest.sh as: bash tst.in6.sh $DTRACE.

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/dlib-in6.XXXXXX)
trap 'rm -rf $tmpd' EXIT

$dtrace -qn 'BEGIN {
	this->a = (in6_addr_t *)alloca(sizeof (in6_addr_t));
	this->a->in6_u.u6_addr8[15] = 1;
	printf("%d %s\n", sizeof (in6_addr_t), inet_ntoa6(this->a));
	exit(0);
}'
echo "status $?"
$dtrace -qxdebug -n 'BEGIN { printf("%d\n", AF_INET6); exit(0); }' 2> $tmpd/err
echo "BTF read: $(grep -c 'kernel BTF loaded' $tmpd/err)"
exit 0
