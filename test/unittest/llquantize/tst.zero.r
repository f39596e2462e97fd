

           value  ------------- Distribution ------------- count    
               0 |                                         0        
               1 |                                         0        
               2 |                                         0        

