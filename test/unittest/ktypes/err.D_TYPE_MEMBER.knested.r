-- @@stderr --
dtrace: failed to compile script err.D_TYPE_MEMBER.knested.d: [D_TYPE_MEMBER] line 7: no_such_member is not a member of struct mm_struct
