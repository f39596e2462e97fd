-- @@stderr --
dtrace: failed to compile script err.D_TYPE_MEMBER.kmember.d: [D_TYPE_MEMBER] line 7: no_such_member is not a member of struct task_struct
