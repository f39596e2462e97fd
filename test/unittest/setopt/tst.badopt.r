still tracing

-- @@stderr --
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't set option "nosuchoption" to "1": Invalid option name

dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't set option "Quiet" to "1": Invalid option name

dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't set option "quiet" to "perhaps": Invalid value for specified option

dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't set option "switchrate" to "0.5hz": Invalid value for specified option

dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't set option "bufpolicy" to "1": Operation illegal when tracing is active

