-- @@stderr --
dtrace: failed to compile script err.D_DECL_VOIDOBJ.void-member.d: [D_DECL_VOIDOBJ] line 7: cannot have void member: nothing
