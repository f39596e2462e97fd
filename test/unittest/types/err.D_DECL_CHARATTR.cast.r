-- @@stderr --
dtrace: failed to compile script err.D_DECL_CHARATTR.cast.d: [D_DECL_CHARATTR] line 7: invalid type declaration: short and long may not be used with char type
