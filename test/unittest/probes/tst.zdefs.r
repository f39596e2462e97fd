ok

