-- @@stderr --
dtrace: failed to compile script err.D_KEY_TYPE.agg.d: [D_KEY_TYPE] line 8: aggregation expression may not be used as aggregation index: key #1
