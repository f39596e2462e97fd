== a.out, every function and name
   ID   PROVIDER            MODULE                          FUNCTION NAME
pid-calls _start entry (layout ok)
pid-calls on_usr1 entry (layout ok)
pid-calls on_usr1 return (layout ok)
pid-calls wait_usr1 entry (layout ok)
pid-calls wait_usr1 return (layout ok)
pid-calls add8 entry (layout ok)
pid-calls add8 return (layout ok)
pid-calls square entry (layout ok)
pid-calls square return (layout ok)
pid-calls depth entry (layout ok)
pid-calls depth return (layout ok)
pid-calls go entry (layout ok)
pid-calls go return (layout ok)
pid-calls main entry (layout ok)
pid-calls main return (layout ok)
== a.out:*go:
   ID   PROVIDER            MODULE                          FUNCTION NAME
pid-calls go entry (layout ok)
pid-calls go return (layout ok)
== exact aliases
   ID   PROVIDER            MODULE                          FUNCTION NAME
pid-calls go entry (layout ok)
pid-calls go return (layout ok)
