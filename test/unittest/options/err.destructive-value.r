-- @@stderr --
dtrace: failed to set -x destructive: Invalid value for specified option
