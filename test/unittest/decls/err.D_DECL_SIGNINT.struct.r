-- @@stderr --
dtrace: failed to compile script err.D_DECL_SIGNINT.struct.d: [D_DECL_SIGNINT] line 5: invalid type declaration: signed and unsigned may only be used with integer type
