-- @@stderr --
dtrace: failed to compile script err.D_SIZEOF_TYPE.void.d: [D_SIZEOF_TYPE] line 7: cannot apply sizeof to an operand of unknown size
