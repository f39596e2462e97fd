-- @@stderr --
dtrace: failed to compile script err.D_DECL_VOIDATTR.short.d: [D_DECL_VOIDATTR] line 5: invalid type declaration: attributes may not be used with void type
