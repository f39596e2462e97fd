-- @@stderr --
dtrace: failed to compile script err.D_DECL_IDRED.1.1.d: [D_DECL_IDRED] line 7: built-in identifier redeclared: strstr
