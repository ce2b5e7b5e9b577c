// MGMark KMeans distance step: for each point (feature-major layout: feature f of point p at
// points[f * npoints + p]) compute the squared distance to every centroid (centroids[c * nfeat + f])
// and write the index of the nearest one (first one wins ties) and that distance. The CPU updates
// the centroids between iterations.

__kernel void kmeans_distance(__global const float *points, __global const float *centroids,
                              __global int *membership, __global float *best_dist, uint npoints,
                              uint nclusters, uint nfeat) {
    uint p = get_global_id(0);
    if (p >= npoints) return;
    int best = 0;
    float best_d = INFINITY;
    for (uint c = 0; c < nclusters; c++) {
        float d = 0.0f;
        for (uint f = 0; f < nfeat; f++) {
            float diff = points[f * npoints + p] - centroids[c * nfeat + f];
            float sq = diff * diff;
            d = d + sq;
        }
        if (d < best_d) { best_d = d; best = (int)c; }
    }
    membership[p] = best;
    best_dist[p] = best_d;
}
