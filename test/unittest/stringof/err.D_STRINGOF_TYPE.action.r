-- @@stderr --
dtrace: failed to compile script err.D_STRINGOF_TYPE.action.d: [D_STRINGOF_TYPE] line 7: cannot apply stringof to a value of type void
