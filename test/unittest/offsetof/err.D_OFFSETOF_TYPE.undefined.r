-- @@stderr --
dtrace: failed to compile script err.D_OFFSETOF_TYPE.undefined.d: [D_OFFSETOF_TYPE] line 7: offsetof operand must be a struct or union type
