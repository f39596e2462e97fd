-- @@stderr --
dtrace: failed to compile script err.D_KEY_TYPE.action.d: [D_KEY_TYPE] line 7: void expression may not be used as aggregation index: key #1
