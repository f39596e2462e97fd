-- @@stderr --
dtrace: failed to compile script err.D_UNKNOWN.nomember.d: [D_UNKNOWN] line 12: failed to determine offset of c: Member name not found
