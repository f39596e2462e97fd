
-- @@stderr --
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't set option "dtrace" to "1": Invalid option name

