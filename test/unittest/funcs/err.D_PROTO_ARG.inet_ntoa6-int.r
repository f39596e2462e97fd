-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.inet_ntoa6-int.d: [D_PROTO_ARG] line 9: inet_ntoa6( ) argument #1 is incompatible with prototype:
	prototype: struct in6_addr *
	 argument: int *
