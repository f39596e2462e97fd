/*
 * net.d: address families (<sys/socket.h>) for inet_ntop() and socket
 * arguments, and hardware types (<net/if_arp.h>), this system's values,
 * under the names of DTrace's D library.  in6_addr_t is in in6.d (it
 * names a kernel type, so it costs BTF; these do not).
 */

inline int AF_UNSPEC = 0;
inline int AF_UNIX = 1;
inline int AF_INET = 2;
inline int AF_INET6 = 10;
inline int AF_NETLINK = 16;
inline int AF_PACKET = 17;

inline int ARPHRD_ETHER = 1;
inline int ARPHRD_INFINIBAND = 32;
inline int ARPHRD_LOOPBACK = 772;
