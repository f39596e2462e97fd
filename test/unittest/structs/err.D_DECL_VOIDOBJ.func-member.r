-- @@stderr --
dtrace: failed to compile script err.D_DECL_VOIDOBJ.func-member.d: [D_DECL_VOIDOBJ] line 8: cannot have void member: open
