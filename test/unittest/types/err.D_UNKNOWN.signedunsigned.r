-- @@stderr --
dtrace: failed to compile script err.D_UNKNOWN.signedunsigned.d: [D_UNKNOWN] line 5: failed to resolve type signed unsigned int: Unknown type name
