/*
 * in6.d: in6_addr_t, the IPv6 address type inet_ntoa6() takes, as in
 * DTrace's D library: the kernel's struct in6_addr (from BTF, so only a
 * program that names in6_addr_t reads it).  The type is named in the
 * vmlinux scope: a plain `struct in6_addr` here would declare a D forward
 * that hides the kernel's definition.  ipaddr_t, its IPv4 counterpart, is
 * built in.
 */

typedef vmlinux`struct in6_addr in6_addr_t;
