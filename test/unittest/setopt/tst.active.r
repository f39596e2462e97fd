
-- @@stderr --
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't set option "bufsize" to "1m": Operation illegal when tracing is active

dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't set option "strsize" to "16": Operation illegal when tracing is active

dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't set option "bufpolicy" to "ring": Operation illegal when tracing is active

dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't set option "aggsize" to "1m": Operation illegal when tracing is active

dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't set option "nspec" to "2": Operation illegal when tracing is active

dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't set option "statusrate" to "10ms": Operation illegal when tracing is active

dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't set option "destructive" to "1": Operation illegal when tracing is active

