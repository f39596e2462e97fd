-- @@stderr --
dtrace: failed to compile script err.D_KEY_TYPE.agg-key.d: [D_KEY_TYPE] line 9: aggregation expression may not be used as associative array index: key #2
