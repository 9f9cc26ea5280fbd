// C: batch 1, M 16, N 16, K 16
extern "C" __global__ void __launch_bounds__(16) kernel(const float* __restrict__ A, const float* __restrict__ B, const float* __restrict__ bias, float* __restrict__ C) {
  // block tile 8x8x8, thread tile 2x2, 16 threads (row-major), strided layout, double-buffered shared memory
  __shared__ __align__(16) float As[2][8][8];
  __shared__ __align__(16) float Bs[2][8][8];
  const int tid = threadIdx.x;
  const int tx = tid % 4;
  const int ty = tid / 4;
  const int m0 = blockIdx.y * 8;
  const int n0 = blockIdx.x * 8;
  float acc[2][2];
  #pragma unroll
  for (int tm = 0; tm < 2; ++tm)
  #pragma unroll
    for (int tn = 0; tn < 2; ++tn) acc[tm][tn] = 0.0f;
  float4 ra[1];
  float4 rb[1];
  #pragma unroll
  for (int ld = 0; ld < 1; ++ld) {
    const int e = tid + ld * 16;
    const int e_row = m0 + e / 2;
    const int e_k = (e % 2) * 4;
    ra[ld] = *reinterpret_cast<const float4*>(&A[e_row * 16 + e_k]);
  }
  #pragma unroll
  for (int ld = 0; ld < 1; ++ld) {
    const int e = tid + ld * 16;
    const int e_row = n0 + (e % 2) * 4;
    const int e_k = e / 2;
    rb[ld] = *reinterpret_cast<const float4*>(&B[e_k * 16 + e_row]);
  }
  #pragma unroll
  for (int ld = 0; ld < 1; ++ld) {
    const int e = tid + ld * 16;
    const int s_row = e / 2;
    const int s_k = (e % 2) * 4;
    As[0][s_k + 0][s_row] = ra[ld].x;
    As[0][s_k + 1][s_row] = ra[ld].y;
    As[0][s_k + 2][s_row] = ra[ld].z;
    As[0][s_k + 3][s_row] = ra[ld].w;
  }
  #pragma unroll
  for (int ld = 0; ld < 1; ++ld) {
    const int e = tid + ld * 16;
    const int s_row = (e % 2) * 4;
    const int s_k = e / 2;
    Bs[0][s_k][s_row + 0] = rb[ld].x;
    Bs[0][s_k][s_row + 1] = rb[ld].y;
    Bs[0][s_k][s_row + 2] = rb[ld].z;
    Bs[0][s_k][s_row + 3] = rb[ld].w;
  }
  __syncthreads();
  for (int kt = 0; kt < 2; ++kt) {
    const int buf = kt & 1;
    if (kt + 1 < 2) {
      #pragma unroll
      for (int ld = 0; ld < 1; ++ld) {
        const int e = tid + ld * 16;
        const int e_row = m0 + e / 2;
        const int e_k = (kt + 1) * 8 + (e % 2) * 4;
        ra[ld] = *reinterpret_cast<const float4*>(&A[e_row * 16 + e_k]);
      }
      #pragma unroll
      for (int ld = 0; ld < 1; ++ld) {
        const int e = tid + ld * 16;
        const int e_row = n0 + (e % 2) * 4;
        const int e_k = (kt + 1) * 8 + e / 2;
        rb[ld] = *reinterpret_cast<const float4*>(&B[e_k * 16 + e_row]);
      }
    }
    #pragma unroll 8
    for (int kk = 0; kk < 8; ++kk) {
      float a[2];
      float b[2];
      #pragma unroll
      for (int tm = 0; tm < 2; ++tm) a[tm] = As[buf][kk][tm * 4 + ty];
      #pragma unroll
      for (int tn = 0; tn < 2; ++tn) b[tn] = Bs[buf][kk][tn * 4 + tx];
      #pragma unroll
      for (int tm = 0; tm < 2; ++tm)
      #pragma unroll
        for (int tn = 0; tn < 2; ++tn) acc[tm][tn] = fmaf(a[tm], b[tn], acc[tm][tn]);
    }
    if (kt + 1 < 2) {
      #pragma unroll
      for (int ld = 0; ld < 1; ++ld) {
        const int e = tid + ld * 16;
        const int s_row = e / 2;
        const int s_k = (e % 2) * 4;
        As[buf ^ 1][s_k + 0][s_row] = ra[ld].x;
        As[buf ^ 1][s_k + 1][s_row] = ra[ld].y;
        As[buf ^ 1][s_k + 2][s_row] = ra[ld].z;
        As[buf ^ 1][s_k + 3][s_row] = ra[ld].w;
      }
      #pragma unroll
      for (int ld = 0; ld < 1; ++ld) {
        const int e = tid + ld * 16;
        const int s_row = (e % 2) * 4;
        const int s_k = e / 2;
        Bs[buf ^ 1][s_k][s_row + 0] = rb[ld].x;
        Bs[buf ^ 1][s_k][s_row + 1] = rb[ld].y;
        Bs[buf ^ 1][s_k][s_row + 2] = rb[ld].z;
        Bs[buf ^ 1][s_k][s_row + 3] = rb[ld].w;
      }
    }
    __syncthreads();
  }
  #pragma unroll
  for (int tm = 0; tm < 2; ++tm) {
    #pragma unroll
    for (int tn = 0; tn < 2; ++tn) {
      const int gm = m0 + tm * 4 + ty;
      const int gn = n0 + tn * 4 + tx;
      C[gm * 16 + gn] = (0.0f > (acc[tm][tn] + bias[gn]) ? 0.0f : (acc[tm][tn] + bias[gn]));
    }
  }
}
