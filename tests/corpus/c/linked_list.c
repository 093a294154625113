#include <stdlib.h>
struct node { int value; struct node *next; };
struct node *push(struct node *head, int v) { struct node *n = malloc(sizeof *n); if (!n) return head; n->value = v; n->next = head; return n; }
struct node *reverse(struct node *h) { struct node *r = 0; while (h) { struct node *n = h->next; h->next = r; r = h; h = n; } return r; }
void free_all(struct node *h) { while (h) { struct node *n = h->next; free(h); h = n; } }
