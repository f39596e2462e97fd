allowed

-- @@stderr --
